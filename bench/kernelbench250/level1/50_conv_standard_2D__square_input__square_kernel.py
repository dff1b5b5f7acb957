# Written for htam from catalog.tsv row 1/50; not KernelBench's source.
import torch
import torch.nn as nn


class Model(nn.Module):
    """The first convolution of an AlexNet-like network (3 -> 96 channels, 11x11, stride 4, padding 2)."""

    def __init__(self, num_classes=1000):
        super(Model, self).__init__()
        self.conv1 = nn.Conv2d(in_channels=3, out_channels=96, kernel_size=11, stride=4, padding=2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.conv1(x)
        return x


batch_size = 256
num_classes = 1000


def get_inputs():
    x = torch.rand(batch_size, 3, 224, 224)
    return [x]


def get_init_inputs():
    return [num_classes]
