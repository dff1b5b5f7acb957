# Written for htam from catalog.tsv row 2/23; not KernelBench's source.
import torch
import torch.nn as nn


class Model(nn.Module):
    """3-D convolution, GroupNorm, mean over all but the batch dim."""

    def __init__(self, in_channels, out_channels, kernel_size, num_groups):
        super().__init__()
        self.conv = nn.Conv3d(in_channels, out_channels, kernel_size)
        self.group_norm = nn.GroupNorm(num_groups, out_channels)

    def forward(self, x):
        x = self.conv(x)
        x = self.group_norm(x)
        x = x.mean(dim=[1, 2, 3, 4])
        return x


batch_size = 128
in_channels = 3
out_channels = 24
depth = 24
height = 32
width = 32
kernel_size = 3
num_groups = 8


def get_inputs():
    return [torch.rand(batch_size, in_channels, depth, height, width)]


def get_init_inputs():
    return [in_channels, out_channels, kernel_size, num_groups]
