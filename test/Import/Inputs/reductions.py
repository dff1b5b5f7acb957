# Reductions: sum over a tuple of dims, mean, max/min with and without dim
# (values and .values), amax, prod, argmax/argmin (i64 results), logsumexp,
# softmax/log_softmax, cumsum/cumprod (also reversed via flip), Frobenius
# norm, var/std.
import torch
import torch.nn as nn
import torch.nn.functional as F

a = 3
b = 4
c = 5


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.sm = nn.Softmax(dim=-1)

    def forward(self, x):
        s = x.sum(dim=(1, 2)) + torch.sum(x, 0).mean() + x.mean(dim=-1, keepdim=True).sum(1).squeeze(-1)
        m = torch.max(x, dim=2)[0] + x.min(dim=2, keepdim=True).values.squeeze(2) + x.amax(dim=(0, 1)).sum()
        p = torch.prod(x + 0.5, dim=1) + x.max() - torch.min(x)
        ix = torch.argmax(x, dim=2)
        iy = x.argmin(dim=0)
        lse = torch.logsumexp(x, dim=1) + torch.logsumexp(x, dim=(1, 2), keepdim=True).squeeze(-1)
        sm = torch.softmax(x, dim=1) + self.sm(x) + F.log_softmax(x, dim=0)
        cs = torch.cumsum(x, dim=1) + x.flip(2).cumsum(2).flip(2) + torch.cumprod(x + 0.5, dim=0)
        nrm = x / torch.norm(x, p="fro") + torch.var(x, dim=1, keepdim=True) + x.std(dim=2, keepdim=True)
        return s, m, p, ix, iy, lse, sm, cs, nrm


def get_inputs():
    return [torch.rand(a, b, c)]


def get_init_inputs():
    return []
