# Written for htam's tests: state and randomness in forward(). A plain
# tensor attribute overwritten by copy_ and rebound (later reads see the new
# value), a forward() default (c=None) whose branch draws torch.randn with a
# traced size, and torch.rand_like.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, features, hidden):
        super().__init__()
        self.h = torch.zeros(3, hidden)  # a plain attribute, not a buffer
        self.cell = nn.Linear(features + hidden, hidden)

    def forward(self, x, h0, c=None):
        self.h.copy_(h0[0])  # row 0 broadcast over the batch
        self.h = self.h.to(x.device)
        self.h = torch.tanh(self.cell(torch.cat((x, self.h), dim=1)))
        if c is None:
            c = torch.randn(x.size(0), self.h.size(1), device=x.device)
        noise = torch.rand_like(c)
        return self.h * c + noise, self.h


def get_inputs():
    return [torch.rand(3, 4), torch.rand(2, 5)]


def get_init_inputs():
    return [4, 5]
