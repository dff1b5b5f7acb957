# Elementwise activations and arithmetic in several spellings (F.relu,
# nn.ReLU, torch.relu, Tensor.relu), broadcasting, in-place ops.
import torch
import torch.nn as nn
import torch.nn.functional as F

batch = 4
features = 24


class Model(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.relu = nn.ReLU(inplace=True)
        self.gelu = nn.GELU()
        self.act = nn.Hardtanh(-0.5, 0.5)
        self.scale = nn.Parameter(torch.randn(features))

    def forward(self, x, y):
        a = F.relu(x - 0.5) + self.relu(y - 0.5) + torch.relu(x * y) + (x - y).relu()
        b = torch.sigmoid(a) * torch.tanh(a) - F.gelu(a, approximate="tanh") + self.gelu(a)
        c = F.leaky_relu(b, 0.2) + F.elu(b) + F.selu(b) + self.act(b) + F.relu6(b * 8)
        d = F.hardswish(c) + F.hardsigmoid(c) + F.mish(c) + F.softplus(c) + F.silu(c)
        e = torch.exp(-d.abs()) + torch.log(d * d + 1) + torch.sqrt(d.abs()) + torch.clamp(d, min=-0.25, max=0.75)
        e = e / (1.5 + y) + 1 - x ** 2 + torch.pow(x, 3) + self.scale
        e.mul_(2.0)
        e += x
        return torch.where(e > 1.0, e, -e) + e.masked_fill(x < 0.25, 3.0)


def get_inputs():
    return [torch.rand(batch, features), torch.rand(batch, features)]


def get_init_inputs():
    return [features]
