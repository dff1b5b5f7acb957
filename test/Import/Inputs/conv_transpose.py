# Transposed convolutions 1-3D: stride, padding (also larger than the
# kernel reach, which crops), output_padding, dilation, groups, no bias.
import torch
import torch.nn as nn

batch_size = 2
cin = 4
cout = 6


class Model(nn.Module):
    def __init__(self, cin, cout):
        super().__init__()
        self.t1 = nn.ConvTranspose1d(cin, cout, 3, stride=2, padding=1, output_padding=1)
        self.t2 = nn.ConvTranspose2d(cin, cout, (3, 2), stride=(2, 3), padding=(1, 0), dilation=(1, 2), bias=False)
        self.g2 = nn.ConvTranspose2d(cin, cout, 3, stride=2, groups=2)
        self.c2 = nn.ConvTranspose2d(cin, cout, 2, stride=1, padding=2)
        self.t3 = nn.ConvTranspose3d(cin, cout, 3, stride=2, padding=1, output_padding=(1, 0, 1))

    def forward(self, x1, x2, x3):
        return self.t1(x1), self.t2(x2), self.g2(x2), self.c2(x2), self.t3(x3)


def get_inputs():
    return [torch.rand(batch_size, cin, 7), torch.rand(batch_size, cin, 5, 6), torch.rand(batch_size, cin, 3, 4, 3)]


def get_init_inputs():
    return [cin, cout]
