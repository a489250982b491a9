# cause: printer-invalid-identifier
# expect: 0_weight: R\.Tensor[\s\S]*SyntaxError: invalid decimal literal
# capture: combined
"""Export a small MLP, save the TVMScript next to the weights, and load it back like the deploy script does."""
import pathlib

import tvm
from tvm.relax.frontend import nn


class MLP(nn.ModuleList):
    def forward(self, x):
        for i, layer in enumerate(self):
            x = layer(x)
            if i + 1 < len(self):
                x = nn.op.relu(x)
        return x


model = MLP([nn.Linear(16, 32), nn.Linear(32, 32), nn.Linear(32, 4)])
mod, params = model.export_tvm({"forward": {"x": nn.spec.Tensor((8, 16), "float32")}})
print("params:", ", ".join(name for name, _ in params))

path = pathlib.Path("mlp_ir.py")
path.write_text(mod.script())
print(f"wrote {path} ({path.stat().st_size} bytes)")

loaded = tvm.script.from_source(path.read_text())
print("reloaded", loaded.get_global_vars())
