# Written for htam from catalog.tsv row 2/52; not KernelBench's source.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Convolution, x * tanh(softplus(x)), BatchNorm (train mode)."""

    def __init__(self, in_channels, out_channels, kernel_size, eps=1e-5, momentum=0.1):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size)
        self.bn = nn.BatchNorm2d(out_channels, eps=eps, momentum=momentum)

    def forward(self, x):
        x = self.conv(x)
        x = torch.multiply(torch.tanh(F.softplus(x)), x)
        x = self.bn(x)
        return x


batch_size = 64
in_channels = 64
out_channels = 128
height = 128
width = 128
kernel_size = 3


def get_inputs():
    return [torch.rand(batch_size, in_channels, height, width)]


def get_init_inputs():
    return [in_channels, out_channels, kernel_size]
