# --meta (shapes only): 3-D max pooling, which torch 1.13 has no meta kernel
# for, and parameters that keep their htam.init (taken from the real values
# before the model goes to the meta device).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv3d(3, 8, 3)
        self.scale = nn.Parameter(torch.randn(8, 1, 1, 1))
        self.pool = nn.MaxPool3d(kernel_size=3, stride=2, padding=1, dilation=2)

    def forward(self, x):
        return self.pool(self.conv(x) * self.scale)


def get_inputs():
    return [torch.rand(2, 3, 20, 21, 22)]


def get_init_inputs():
    return []
