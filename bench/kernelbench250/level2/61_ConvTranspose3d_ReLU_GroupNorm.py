# Written for htam from catalog.tsv row 2/61; not KernelBench's source.
# `groups` is GroupNorm's group count (the catalog's parameter count, 221.4K, has an ungrouped
# transposed convolution).
import torch
import torch.nn as nn


class Model(nn.Module):
    """3-D transposed convolution (no bias), ReLU, GroupNorm."""

    def __init__(self, in_channels, out_channels, kernel_size, groups, bias=False):
        super().__init__()
        self.conv_transpose = nn.ConvTranspose3d(in_channels, out_channels, kernel_size, bias=bias)
        self.relu = nn.ReLU()
        self.group_norm = nn.GroupNorm(num_groups=groups, num_channels=out_channels)

    def forward(self, x):
        x = self.conv_transpose(x)
        x = self.relu(x)
        x = self.group_norm(x)
        return x


batch_size = 16
in_channels = 64
out_channels = 128
depth = 32
height = 32
width = 32
kernel_size = 3
groups = 8
bias = False


def get_inputs():
    return [torch.rand(batch_size, in_channels, depth, height, width)]


def get_init_inputs():
    return [in_channels, out_channels, kernel_size, groups, bias]
