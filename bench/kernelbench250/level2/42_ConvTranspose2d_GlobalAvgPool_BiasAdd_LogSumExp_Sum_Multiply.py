# Written for htam from catalog.tsv row 2/42; not KernelBench's source.
# bias: torch.randn(bias_shape) (the catalog gives its shape only); the final factor, 10.0, is
# not in the catalog (its ops list a mul with no argument): the plain KernelBench idiom.
import torch
import torch.nn as nn


class Model(nn.Module):
    """Transposed convolution, global average pooling, bias add, logsumexp over channels, sum, multiply."""

    def __init__(self, in_channels, out_channels, kernel_size, bias_shape):
        super().__init__()
        self.conv_transpose = nn.ConvTranspose2d(in_channels, out_channels, kernel_size)
        self.bias = nn.Parameter(torch.randn(bias_shape))

    def forward(self, x):
        x = self.conv_transpose(x)
        x = torch.mean(x, dim=(2, 3), keepdim=True)
        x = x + self.bias
        x = torch.logsumexp(x, dim=1, keepdim=True)
        x = torch.sum(x, dim=(2, 3))
        x = x * 10.0
        return x


batch_size = 16
in_channels = 64
out_channels = 128
height = 512
width = 512
kernel_size = 3
bias_shape = (out_channels, 1, 1)


def get_inputs():
    return [torch.rand(batch_size, in_channels, height, width)]


def get_init_inputs():
    return [in_channels, out_channels, kernel_size, bias_shape]
