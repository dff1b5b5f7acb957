# Data movement: view/reshape/flatten/unflatten, squeeze/unsqueeze, permute,
# transpose, .t(), cat, stack, slicing (steps, negative indices, None,
# Ellipsis), chunk/split, narrow, select, flip, roll, expand, repeat,
# tril/triu, masked_fill with a mask, bitwise_not, zeros_like/ones_like, pad.
import torch
import torch.nn as nn
import torch.nn.functional as F

n = 2
c = 4
h = 6
w = 5


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.flat = nn.Flatten()

    def forward(self, x, m):
        v = x.view(n, c, h * w).transpose(1, 2).reshape(n, -1)
        f = self.flat(x) + torch.flatten(x.permute(0, 1, 3, 2).contiguous().permute(0, 1, 3, 2), 1) + v.view(n, h * w, c).transpose(1, 2).flatten(1)
        u = x.unsqueeze(2).squeeze(2).unflatten(2, (2, 3))
        cat = torch.cat([x, x * 2, x[:, :1]], dim=1)
        st = torch.stack([m, m.t().t()], dim=0)
        sl = x[:, 1:, ::2, -1] + x[:, 1:][..., 0, None, 1:4].squeeze(-2)[:, :, :3]
        a, b = x.chunk(2, dim=1)
        p, q, r = torch.split(x, [1, 2, 3], dim=2)
        nr = x.narrow(3, 1, 3) + x.select(3, 2).unsqueeze(3)
        fl = torch.flip(x, dims=[2, 3]) + torch.roll(x, shifts=2, dims=3)
        ex = m[:, :1].expand(h, w) + m.repeat(1, 2)[:, :w]
        mask = torch.tril(torch.ones_like(m)).bool()
        tri = torch.triu(m, diagonal=1) + m.masked_fill(~mask, -1.0) + torch.zeros_like(m)
        pd = F.pad(x, (1, 2, 0, 1), value=0.5)
        return f, u, cat, st, sl, a - b, p.sum(2) + q.sum(2) + r.sum(2), nr, fl, ex, tri, pd


def get_inputs():
    return [torch.rand(n, c, h, w), torch.rand(h, w)]


def get_init_inputs():
    return []
