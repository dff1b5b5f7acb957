# Written for htam from catalog.tsv row 2/93; not KernelBench's source.
# the min is elementwise against torch.tensor(0.0), made in forward() as the catalog notes; the
# value 0.0 is not in the catalog: the plain KernelBench idiom.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Transposed convolution, add a value, min with 0, GELU, multiply by a value."""

    def __init__(self, in_channels, out_channels, kernel_size, stride, add_value, multiply_value):
        super().__init__()
        self.conv_transpose = nn.ConvTranspose2d(in_channels, out_channels, kernel_size, stride=stride)
        self.add_value = add_value
        self.multiply_value = multiply_value

    def forward(self, x):
        x = self.conv_transpose(x)
        x = x + self.add_value
        x = torch.min(x, torch.tensor(0.0))
        x = F.gelu(x)
        x = x * self.multiply_value
        return x


batch_size = 128
in_channels = 64
out_channels = 128
height = 64
width = 64
kernel_size = 4
stride = 2
add_value = 0.5
multiply_value = 2.0


def get_inputs():
    return [torch.rand(batch_size, in_channels, height, width)]


def get_init_inputs():
    return [in_channels, out_channels, kernel_size, stride, add_value, multiply_value]
