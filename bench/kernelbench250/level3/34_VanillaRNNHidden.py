# Written for htam from catalog.tsv row 3/34; not KernelBench's source.
# A vanilla RNN unrolled over the sequence in Python: per step cat(x[t], h),
# Linear + tanh (the new h), Linear (the step's output); the outputs stacked.
# Guess: the step input is read as x[t] (the catalog lists no index op for it).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, input_size, hidden_size, output_size):
        super().__init__()
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.output_size = output_size
        self.i2h = nn.Linear(input_size + hidden_size, hidden_size)
        self.h2o = nn.Linear(hidden_size, output_size)
        self.tanh = nn.Tanh()

    def forward(self, x, h0):
        hidden = h0.to(x.device)
        outputs = []
        for t in range(sequence_length):  # the module constant: torch.fx cannot loop over x.shape[0]
            combined = torch.cat((x[t], hidden), dim=1)
            hidden = self.tanh(self.i2h(combined))
            outputs.append(self.h2o(hidden))
        return torch.stack(outputs, dim=0)


batch_size = 8
input_size = 1024
hidden_size = 256
output_size = 128
sequence_length = 256


def get_inputs():
    return [torch.rand(sequence_length, batch_size, input_size), torch.rand(batch_size, hidden_size)]


def get_init_inputs():
    return [input_size, hidden_size, output_size]
