# Written for htam from catalog.tsv row 1/73; not KernelBench's source.
import torch
import torch.nn as nn


class Model(nn.Module):
    """Transposed 3-D convolution, asymmetric input and square kernel, strided and padded with output padding."""

    def __init__(self, in_channels: int, out_channels: int, kernel_size: int, stride: int = 1, padding: int = 0,
                 output_padding: int = 0, groups: int = 1, bias: bool = False):
        super(Model, self).__init__()
        # output_padding is taken and not passed on: the catalog's output shape (4x32x63x127x255)
        # and parameter count (27.6K, groups=1) are those of the convolution without it.
        self.conv_transpose3d = nn.ConvTranspose3d(
            in_channels, out_channels, kernel_size=(kernel_size, kernel_size, kernel_size),
            stride=stride, padding=padding, groups=groups, bias=bias)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.conv_transpose3d(x)


batch_size = 4
in_channels = 32
out_channels = 32
kernel_size = 3
depth = 32
height = 64
width = 128
stride = 2
padding = 1
output_padding = 4


def get_inputs():
    x = torch.rand(batch_size, in_channels, depth, height, width)
    return [x]


def get_init_inputs():
    return [in_channels, out_channels, kernel_size, stride, padding, output_padding]
