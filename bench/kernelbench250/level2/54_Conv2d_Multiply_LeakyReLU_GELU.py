# Written for htam from catalog.tsv row 2/54; not KernelBench's source.
# multiplier: torch.randn(multiplier_shape) (the catalog gives its shape only).
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Convolution, learned per-channel multiplier, LeakyReLU, GELU."""

    def __init__(self, in_channels, out_channels, kernel_size, multiplier_shape):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size)
        self.multiplier = nn.Parameter(torch.randn(multiplier_shape))
        self.leaky_relu = nn.LeakyReLU()

    def forward(self, x):
        x = self.conv(x)
        x = x * self.multiplier
        x = self.leaky_relu(x)
        x = F.gelu(x)
        return x


batch_size = 64
in_channels = 64
out_channels = 64
height = 256
width = 256
kernel_size = 3
multiplier_shape = (out_channels, 1, 1)


def get_inputs():
    return [torch.rand(batch_size, in_channels, height, width)]


def get_init_inputs():
    return [in_channels, out_channels, kernel_size, multiplier_shape]
