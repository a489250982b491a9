# cause: renamed-func-stale-global-symbol
# expect: Module has no function 'infer'
# capture: ipython
import json
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Net:
    @R.function
    def main(a: R.Tensor((4, 4), "float32"), b: R.Tensor((4, 4), "float32")) -> R.Tensor((4, 4), "float32"):
        c = R.multiply(a, b)
        d = R.subtract(c, a)
        return d

# rename by going through the saved JSON: give the GlobalVar a new name node
# (a new node, so that no other string that happens to be "main" is touched)
graph = json.loads(tvm.ir.save_json(Net))
graph["nodes"].append({"type": "ffi.String", "data": "infer"})
new_idx = len(graph["nodes"]) - 1
for node in graph["nodes"]:
    if node["type"] == "ir.GlobalVar":
        node["data"]["name_hint"] = new_idx
mod = tvm.ir.load_json(json.dumps(graph))
mod.show()

ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
a = tvm.runtime.tensor(np.ones((4, 4), "float32"))
print(vm["infer"](a, a))
