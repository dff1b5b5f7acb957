# Convolutions 1-3D: stride, padding (int, tuple, 'same'), dilation, groups,
# depthwise, no bias; nn modules and F.conv2d.
import torch
import torch.nn as nn
import torch.nn.functional as F

batch_size = 2
in_channels = 4
out_channels = 6
size = 9


class Model(nn.Module):
    def __init__(self, in_channels, out_channels):
        super().__init__()
        self.c1 = nn.Conv1d(in_channels, out_channels, 3, stride=2, padding=1)
        self.c2 = nn.Conv2d(in_channels, out_channels, (3, 2), stride=(1, 2), padding=(2, 1), dilation=(2, 1), bias=False)
        self.g2 = nn.Conv2d(in_channels, out_channels, 3, padding="same", groups=2)
        self.dw = nn.Conv2d(in_channels, in_channels, 3, groups=in_channels)
        self.c3 = nn.Conv3d(in_channels, out_channels, 2, stride=(1, 2, 1), padding=(1, 0, 0))
        self.g3 = nn.Conv3d(in_channels, out_channels, 3, groups=2, dilation=2)
        self.w = nn.Parameter(torch.randn(out_channels, in_channels, 1, 1) * 0.3)

    def forward(self, x1, x2, x3):
        return (self.c1(x1), self.c2(x2), self.g2(x2), self.dw(x2), F.conv2d(x2, self.w, stride=3),
                self.c3(x3), self.g3(x3))


def get_inputs():
    return [torch.rand(batch_size, in_channels, 2 * size), torch.rand(batch_size, in_channels, size, size + 1),
            torch.rand(batch_size, in_channels, 6, 5, size)]


def get_init_inputs():
    return [in_channels, out_channels]
