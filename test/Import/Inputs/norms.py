# Normalizations: BatchNorm 1-3D in train mode (batch statistics, as
# KernelBench runs its Model), LayerNorm, GroupNorm, InstanceNorm (affine and
# not), RMS norm written out, F.normalize, F.batch_norm on running stats.
import torch
import torch.nn as nn
import torch.nn.functional as F

n = 3
c = 8
h = 5
w = 6


class Model(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.bn1 = nn.BatchNorm1d(c)
        self.bn2 = nn.BatchNorm2d(c, eps=1e-3)
        self.bn3 = nn.BatchNorm3d(c, affine=False)
        self.ln = nn.LayerNorm((h, w))
        self.gn = nn.GroupNorm(4, c)
        self.inorm = nn.InstanceNorm2d(c)
        self.inorm_aff = nn.InstanceNorm2d(c, affine=True)
        self.register_buffer("rm", torch.rand(c))
        self.register_buffer("rv", torch.rand(c) + 0.5)
        with torch.no_grad():  # affine parameters away from their 1 / 0 init, so the check sees them
            for p in self.parameters():
                p.copy_(torch.rand_like(p) + 0.5)

    def forward(self, x, v, z):
        r = x.pow(2).mean(dim=-1, keepdim=True)
        rms = x / torch.sqrt(r + 1e-6)
        return (self.bn1(v), self.bn2(x), self.bn3(z), self.ln(x) * 2, self.gn(x), self.inorm(x),
                self.inorm_aff(x), rms, F.normalize(x, dim=1),
                F.batch_norm(x, self.rm, self.rv, training=False), F.layer_norm(v, (c,)))


def get_inputs():
    return [torch.rand(n, c, h, w) * 3, torch.rand(n, c), torch.rand(n, c, 2, 3, 4)]


def get_init_inputs():
    return [c]
