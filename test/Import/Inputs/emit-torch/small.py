# htam-import --emit-torch test: a Linear, a buffer, a Python scalar input
# and two results (a tuple).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, n_in, n_out):
        super().__init__()
        self.fc = nn.Linear(n_in, n_out)
        self.register_buffer("scale", torch.rand(n_out))

    def forward(self, x, alpha):
        y = torch.relu(self.fc(x)) * self.scale * alpha
        return y, x.sum(dim=1)


batch = 8
features = 16


def get_inputs():
    return [torch.rand(batch, features), 0.5]


def get_init_inputs():
    return [features, 12]
