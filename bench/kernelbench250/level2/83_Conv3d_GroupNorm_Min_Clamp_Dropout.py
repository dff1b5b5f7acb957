# Written for htam from catalog.tsv row 2/83; not KernelBench's source.
# `groups` is GroupNorm's group count; the min is elementwise against torch.tensor(min_value),
# made in forward() as the catalog notes. Dropout p=0.2 is active (KernelBench never calls
# model.eval()): random in PyTorch; htam-import takes it as the identity and checks with dropout off.
import torch
import torch.nn as nn


class Model(nn.Module):
    """3-D convolution, GroupNorm, min with a constant, clamp, dropout."""

    def __init__(self, in_channels, out_channels, kernel_size, groups, min_value, max_value, dropout_p):
        super().__init__()
        self.conv = nn.Conv3d(in_channels, out_channels, kernel_size)
        self.norm = nn.GroupNorm(groups, out_channels)
        self.min_value = min_value
        self.max_value = max_value
        self.dropout = nn.Dropout(dropout_p)

    def forward(self, x):
        x = self.conv(x)
        x = self.norm(x)
        x = torch.min(x, torch.tensor(self.min_value))
        x = torch.clamp(x, min=self.min_value, max=self.max_value)
        x = self.dropout(x)
        return x


batch_size = 128
in_channels = 3
out_channels = 16
depth = 16
height = 64
width = 64
kernel_size = 3
groups = 8
min_value = 0.0
max_value = 1.0
dropout_p = 0.2


def get_inputs():
    return [torch.rand(batch_size, in_channels, depth, height, width)]


def get_init_inputs():
    return [in_channels, out_channels, kernel_size, groups, min_value, max_value, dropout_p]
