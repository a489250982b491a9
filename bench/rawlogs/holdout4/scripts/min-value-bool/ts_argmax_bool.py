# cause: min-value-bool
# expect: Cannot decide min_value
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class FirstTrue:
    @R.function
    def main(mask: R.Tensor((8, 16), "bool")):
        with R.dataflow():
            idx = R.argmax(mask, axis=1)
            R.output(idx)
        return idx


import json
import traceback

try:
    cfg = json.loads("{'target': 'llvm'}")
except json.JSONDecodeError:
    traceback.print_exc()
    cfg = {"target": "llvm"}
print("compiling FirstTrue.main for", cfg["target"], "...")
ex = tvm.compile(FirstTrue, target=cfg["target"])
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.eye(8, 16, dtype="bool"))))
