# Written for htam from catalog.tsv row 3/14; not KernelBench's source.
# A DenseNet dense block: each layer is BatchNorm (training mode), ReLU, 3x3
# conv (growth_rate channels, no bias), Dropout(0.0) on the concatenation of
# all earlier features; the block returns the final concatenation.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, num_layers, num_input_features, growth_rate):
        super().__init__()
        self.layers = nn.ModuleList(
            [self._make_layer(num_input_features + i * growth_rate, growth_rate) for i in range(num_layers)])

    def _make_layer(self, in_features, growth_rate):
        return nn.Sequential(
            nn.BatchNorm2d(in_features),
            nn.ReLU(inplace=True),
            nn.Conv2d(in_features, growth_rate, kernel_size=3, padding=1, bias=False),
            nn.Dropout(0.0))

    def forward(self, x):
        features = [x]
        for layer in self.layers:
            new_feature = layer(x)
            features.append(new_feature)
            x = torch.cat(features, 1)
        return x


batch_size = 10
num_layers = 6
num_input_features = 32
growth_rate = 32
height = 224
width = 224


def get_inputs():
    return [torch.rand(batch_size, num_input_features, height, width)]


def get_init_inputs():
    return [num_layers, num_input_features, growth_rate]
