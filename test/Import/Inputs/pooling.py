# Pooling 1-3D: max (padding, dilation, ceil_mode), avg (count_include_pad
# on and off, ceil_mode, divisor_override), adaptive avg/max, F spellings.
import torch
import torch.nn as nn
import torch.nn.functional as F

n = 2
c = 3


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.mp1 = nn.MaxPool1d(3, stride=2, padding=1, dilation=2)
        self.mp2 = nn.MaxPool2d(3, stride=2, padding=1, ceil_mode=True)
        self.mp3 = nn.MaxPool3d(2)
        self.ap1 = nn.AvgPool1d(4, stride=3, padding=2, count_include_pad=False)
        self.ap2 = nn.AvgPool2d(3, stride=2, padding=1)
        self.ap2c = nn.AvgPool2d(2, stride=2, ceil_mode=True)
        self.ap3 = nn.AvgPool3d((2, 3, 2), stride=1, padding=1, count_include_pad=False)
        self.gap = nn.AdaptiveAvgPool2d((1, 1))
        self.aap = nn.AdaptiveAvgPool2d((None, 3))

    def forward(self, x1, x2, x3):
        return (self.mp1(x1), self.mp2(x2), self.mp3(x3), self.ap1(x1), self.ap2(x2), self.ap2c(x2),
                self.ap3(x3), self.gap(x2), self.aap(x2), F.max_pool2d(x2, 2), F.avg_pool2d(x2, 2, divisor_override=3),
                F.adaptive_max_pool1d(x1, 1), F.adaptive_avg_pool3d(x3, 1))


def get_inputs():
    return [torch.rand(n, c, 13) - 0.5, torch.rand(n, c, 8, 9) - 0.5, torch.rand(n, c, 4, 5, 6) - 0.5]


def get_init_inputs():
    return []
