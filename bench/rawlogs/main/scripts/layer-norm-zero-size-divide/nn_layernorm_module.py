# cause: layer-norm-zero-size-divide
# expect: _nn_layer_norm[\s\S]*Divide by zero
# capture: pytest
import json
import sys
import traceback

import tvm
from tvm import relax
from tvm.relax.frontend import nn


def test_nn_layernorm_module():
    print("[1/3] constructing module", file=sys.stderr)

    try:
        with open("tuning_records.json") as f:
            records = json.load(f)
    except Exception:
        traceback.print_exc()
        records = []

    class Encoder(nn.Module):
        def __init__(self, hidden: int):
            self.ln = nn.LayerNorm(hidden)

        def forward(self, x: nn.Tensor):
            return self.ln(x)


    mod, params = Encoder(0).export_tvm(spec={"forward": {"x": nn.spec.Tensor((4, 0), "float32")}})

    ex = tvm.compile(mod, target="llvm")
