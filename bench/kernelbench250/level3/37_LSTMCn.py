# Written for htam from catalog.tsv row 3/37; not KernelBench's source.
# A 6-layer batch_first nn.LSTM from given (h0, c0); the Linear on the last
# step is computed, but the module returns the final cell state c_n.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, input_size, hidden_size, num_layers, output_size, dropout=0.0):
        super().__init__()
        self.lstm = nn.LSTM(input_size, hidden_size, num_layers, batch_first=True, dropout=dropout,
                            bidirectional=False)
        self.fc = nn.Linear(hidden_size, output_size)

    def forward(self, x, h0, c0):
        out, state = self.lstm(x, (h0, c0))
        out = self.fc(out[:, -1, :])
        return state[1]


batch_size = 10
sequence_length = 512
input_size = 128
hidden_size = 256
num_layers = 6
output_size = 10
dropout = 0.0


def get_inputs():
    return [torch.rand(batch_size, sequence_length, input_size),
            torch.rand((num_layers, batch_size, hidden_size)),
            torch.rand((num_layers, batch_size, hidden_size))]


def get_init_inputs():
    return [input_size, hidden_size, num_layers, output_size, dropout]
