# Written for htam from catalog.tsv row 3/20; not KernelBench's source.
# MobileNet v2 without the residual additions (the catalog's op sequence has
# no add): a 3x3/2 stem, 17 inverted-residual blocks ((1x1 expand conv,
# BatchNorm, ReLU6) when t != 1, 3x3 depthwise conv, BatchNorm, ReLU6, 1x1
# projection conv, BatchNorm), a 1x1 conv to 1280 + BatchNorm + ReLU6, global
# average pool, Dropout(0.0), Linear. BatchNorm in training mode.
import torch
import torch.nn as nn


def _make_divisible(v, divisor, min_value=None):
    if min_value is None:
        min_value = divisor
    new_v = max(min_value, int(v + divisor / 2) // divisor * divisor)
    if new_v < 0.9 * v:
        new_v += divisor
    return new_v


def _inverted_residual_block(inp, oup, stride, expand_ratio):
    hidden_dim = int(inp * expand_ratio)
    layers = []
    if expand_ratio != 1:
        layers += [nn.Conv2d(inp, hidden_dim, 1, 1, 0, bias=False), nn.BatchNorm2d(hidden_dim), nn.ReLU6(inplace=True)]
    layers += [
        nn.Conv2d(hidden_dim, hidden_dim, 3, stride, 1, groups=hidden_dim, bias=False),
        nn.BatchNorm2d(hidden_dim),
        nn.ReLU6(inplace=True),
        nn.Conv2d(hidden_dim, oup, 1, 1, 0, bias=False),
        nn.BatchNorm2d(oup)]
    return nn.Sequential(*layers)


class Model(nn.Module):
    def __init__(self, num_classes=1000):
        super().__init__()
        input_channel = 32
        last_channel = 1280
        settings = [  # t, c, n, s
            [1, 16, 1, 1], [6, 24, 2, 2], [6, 32, 3, 2], [6, 64, 4, 2],
            [6, 96, 3, 1], [6, 160, 3, 2], [6, 320, 1, 1]]
        features = [nn.Conv2d(3, input_channel, 3, 2, 1, bias=False), nn.BatchNorm2d(input_channel),
                    nn.ReLU6(inplace=True)]
        for t, c, n, s in settings:
            output_channel = _make_divisible(c, 8)
            for i in range(n):
                features.append(_inverted_residual_block(input_channel, output_channel, s if i == 0 else 1, t))
                input_channel = output_channel
        features += [nn.Conv2d(input_channel, last_channel, 1, 1, 0, bias=False), nn.BatchNorm2d(last_channel),
                     nn.ReLU6(inplace=True), nn.AdaptiveAvgPool2d((1, 1))]
        self.features = nn.Sequential(*features)
        self.classifier = nn.Sequential(nn.Dropout(0.0), nn.Linear(last_channel, num_classes))
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out")
            elif isinstance(m, nn.BatchNorm2d):
                nn.init.ones_(m.weight)
                nn.init.zeros_(m.bias)
            elif isinstance(m, nn.Linear):
                nn.init.normal_(m.weight, 0, 0.01)
                nn.init.zeros_(m.bias)

    def forward(self, x):
        x = self.features(x)
        x = x.view(x.size(0), -1)
        x = self.classifier(x)
        return x


batch_size = 10
num_classes = 1000
height = 224
width = 224


def get_inputs():
    return [torch.rand(batch_size, 3, height, width)]


def get_init_inputs():
    return [num_classes]
