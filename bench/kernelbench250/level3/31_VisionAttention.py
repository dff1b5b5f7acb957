# Written for htam from catalog.tsv row 3/31; not KernelBench's source.
# Self-attention over the pixels of a feature map: [B, C, H, W] -> [H*W, B, C],
# nn.MultiheadAttention (sequence first), residual add, LayerNorm, back to
# [B, C, H, W].
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, embed_dim, num_heads):
        super().__init__()
        self.attn = nn.MultiheadAttention(embed_dim, num_heads)
        self.norm = nn.LayerNorm(embed_dim)

    def forward(self, x):
        B, C, H, W = x.shape
        x = x.view(B, C, H * W).permute(2, 0, 1)
        attn_output, _ = self.attn(x, x, x)
        x = self.norm(attn_output + x)
        x = x.permute(1, 2, 0).view(B, C, H, W)
        return x


embed_dim = 128
num_heads = 4
batch_size = 2
num_channels = embed_dim
image_height = 128
image_width = 128


def get_inputs():
    return [torch.rand(batch_size, num_channels, image_height, image_width)]


def get_init_inputs():
    return [embed_dim, num_heads]
