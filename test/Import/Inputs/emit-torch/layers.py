# htam-import --emit-torch test: the layers whose library steps (cuBLASLt,
# cuDNN) the hand-back runs as PyTorch operations; LAYER picks one.
import torch
import torch.nn as nn

LAYER = "linear"


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = {"linear": lambda: nn.Linear(16, 12),
                      "conv": lambda: nn.Conv2d(3, 4, 3, padding=1),
                      "conv_transpose": lambda: nn.ConvTranspose2d(4, 3, 3, stride=2, padding=1,
                                                                   output_padding=1)}[LAYER]()

    def forward(self, x):
        return self.layer(x)


def get_inputs():
    shape = {"linear": (8, 16), "conv": (2, 3, 8, 8), "conv_transpose": (2, 4, 5, 5)}[LAYER]
    return [torch.rand(*shape)]


def get_init_inputs():
    return []
