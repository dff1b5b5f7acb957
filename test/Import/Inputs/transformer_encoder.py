# Written for htam's tests: nn.TransformerEncoder (sequence-first, post-norm,
# ReLU, a final LayerNorm) and a batch_first pre-norm GELU
# nn.TransformerEncoderLayer.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        layer = nn.TransformerEncoderLayer(d_model=dim, nhead=heads, dim_feedforward=12, dropout=0.0)
        self.encoder = nn.TransformerEncoder(layer, num_layers=2, norm=nn.LayerNorm(dim))
        self.pre_norm = nn.TransformerEncoderLayer(d_model=dim, nhead=heads, dim_feedforward=10, dropout=0.0,
                                                   activation="gelu", batch_first=True, norm_first=True)

    def forward(self, x):
        return self.encoder(x), self.pre_norm(x)


def get_inputs():
    return [torch.rand(3, 4, 8)]


def get_init_inputs():
    return [8, 2]
