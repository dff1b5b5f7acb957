# Written for htam from catalog.tsv row 3/12; not KernelBench's source.
# VGG-19: 16 3x3 convolutions (padding 1, ReLU) in five blocks ending in 2x2
# max pools, then Linear(512*7*7, 4096), ReLU, Dropout, Linear(4096, 4096),
# ReLU, Dropout, Linear(4096, num_classes). Guess: dropout p = 0.0 (the
# catalog gives none; the identity). The classifier's input size follows the
# module constant image_size (224: 512*7*7) so that the CPU check can shrink it.
import torch
import torch.nn as nn

CFG = [64, 64, "M", 128, 128, "M", 256, 256, 256, 256, "M", 512, 512, 512, 512, "M", 512, 512, 512, 512, "M"]


def make_features(cfg):
    layers, channels = [], 3
    for v in cfg:
        if v == "M":
            layers.append(nn.MaxPool2d(kernel_size=2, stride=2))
        else:
            layers += [nn.Conv2d(channels, v, kernel_size=3, padding=1), nn.ReLU(inplace=True)]
            channels = v
    return nn.Sequential(*layers)


class Model(nn.Module):
    def __init__(self, num_classes=1000):
        super().__init__()
        self.features = make_features(CFG)
        self.classifier = nn.Sequential(
            nn.Linear(512 * (image_size // 32) ** 2, 4096),  # 512 * 7 * 7 at 224x224
            nn.ReLU(inplace=True),
            nn.Dropout(p=0.0),
            nn.Linear(4096, 4096),
            nn.ReLU(inplace=True),
            nn.Dropout(p=0.0),
            nn.Linear(4096, num_classes))

    def forward(self, x):
        x = self.features(x)
        x = torch.flatten(x, 1)
        x = self.classifier(x)
        return x


batch_size = 10
num_classes = 1000
image_size = 224


def get_inputs():
    return [torch.rand(batch_size, 3, image_size, image_size)]


def get_init_inputs():
    return [num_classes]
