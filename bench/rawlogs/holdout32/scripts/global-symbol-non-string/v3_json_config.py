# cause: global-symbol-non-string
# expect: Cannot convert from type
# capture: ipython
import json
import tvm
from tvm.script import ir as I, relax as R

@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 2), "float32")) -> R.Tensor((2, 2), "float32"):
        return R.tanh(x)

# deployment config says which symbol the runtime will look up
cfg = json.loads('{"entry": {"symbol": ["model_main"], "inputs": 1}}')
mod = Model.clone()
gv = mod.get_global_var("main")
mod.update_func(gv, mod[gv].with_attr("global_symbol", cfg["entry"]["symbol"]))
ex = tvm.compile(mod, target="llvm")
print(ex)
