# An nn module the importer does not translate (pixel shuffle).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.shuffle = nn.PixelShuffle(2)

    def forward(self, x):
        y = self.shuffle(x)
        return y


def get_inputs():
    return [torch.rand(2, 8, 3, 3)]


def get_init_inputs():
    return []
