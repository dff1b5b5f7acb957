# A whole model in KernelBench's Level-3 style: conv-bn-relu stem, max
# pooling, a residual block with in-place ReLU (nn.ReLU(inplace=True) and
# F.relu(inplace=True)), dropout (active in train mode: imported as its
# expectation), adaptive average pooling, flatten, a linear head.
import torch
import torch.nn as nn
import torch.nn.functional as F

batch_size = 2
channels = 8
num_classes = 10
image = 16


class Block(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.conv1 = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(c)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(c)

    def forward(self, x):
        identity = x
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        out += identity
        return F.relu(out, inplace=True)


class Model(nn.Module):
    def __init__(self, channels, num_classes):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, channels, 5, stride=2, padding=2), nn.BatchNorm2d(channels),
                                  nn.ReLU(inplace=True), nn.MaxPool2d(3, stride=2, padding=1))
        self.block = Block(channels)
        self.pool = nn.AdaptiveAvgPool2d((1, 1))
        self.drop = nn.Dropout(0.2)
        self.fc = nn.Linear(channels, num_classes)

    def forward(self, x):
        x = self.block(self.stem(x))
        x = torch.flatten(self.pool(x), 1)
        return self.fc(self.drop(x))


def get_inputs():
    return [torch.rand(batch_size, 3, image, image)]


def get_init_inputs():
    return [channels, num_classes]
