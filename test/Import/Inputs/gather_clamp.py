# Written for htam's tests: a row gather by an int64 index buffer
# (relative-position-bias style, negative entries count from the end), clamp
# with a tensor bound made in forward(), a bool mask from a factory with a
# traced size (torch.ones(T, T, device=x.device, dtype=bool)), F.linear with
# keyword arguments; `widths` (a list) can be --set.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, widths):
        super().__init__()
        self.table = nn.Parameter(torch.randn(7, widths[0]))
        self.register_buffer("index", torch.tensor([[0, 3, 6], [2, -1, 4], [5, 1, -7]]))
        self.proj = nn.Linear(widths[0], widths[1])

    def forward(self, x):
        T = x.size(-1)
        bias = self.table[self.index.view(-1)].view(3, 3, -1).permute(2, 0, 1)  # [w0, 3, 3]
        scale = torch.clamp(x.sum(-1, keepdim=True), max=torch.log(torch.tensor(1.0 / 0.2, device=x.device)))
        mask = torch.tril(torch.ones(T, T, device=x.device, dtype=bool))
        att = (x.unsqueeze(-1) * scale.unsqueeze(-1) + bias.sum(0)).masked_fill(~mask, 0.0)
        return F.linear(input=att.sum(-1), weight=self.proj.weight[:, :T], bias=self.proj.bias)


widths = [3, 4]


def get_inputs():
    return [torch.rand(2, 3)]


def get_init_inputs():
    return [widths]
