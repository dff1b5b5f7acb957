# Written for htam from catalog.tsv row 2/26; not KernelBench's source.
# bias[64x1x1x1x1]: torch.randn, held but not read by forward() (the catalog's ops have one add,
# of add_input).
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """3-D transposed convolution, add a second input, multiply by its HardSwish."""

    def __init__(self, in_channels, out_channels, kernel_size, stride, padding, output_padding, bias_shape):
        super().__init__()
        self.conv_transpose = nn.ConvTranspose3d(in_channels, out_channels, kernel_size, stride=stride,
                                                 padding=padding, output_padding=output_padding)
        self.bias = nn.Parameter(torch.randn(bias_shape))

    def forward(self, x, add_input):
        x = self.conv_transpose(x)
        x = x + add_input
        x = x * F.hardswish(x)
        return x


batch_size = 128
in_channels = 32
out_channels = 64
depth = 16
height = 16
width = 16
kernel_size = 3
stride = 2
padding = 1
output_padding = 1
bias_shape = (out_channels, 1, 1, 1, 1)


def get_inputs():
    return [torch.rand(batch_size, in_channels, depth, height, width),
            torch.rand(batch_size, out_channels, depth * stride, height * stride, width * stride)]


def get_init_inputs():
    return [in_channels, out_channels, kernel_size, stride, padding, output_padding, bias_shape]
