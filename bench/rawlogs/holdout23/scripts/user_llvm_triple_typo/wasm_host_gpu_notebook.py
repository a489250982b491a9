# cause: user_llvm_triple_typo
# expect: No available targets are compatible with triple "wasm-unknown-unknown"
# capture: notebook
# %%
import tvm
from tvm.script import ir as I, relax as R

@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((64, 64), "float32"), y: R.Tensor((64, 64), "float32")):
        with R.dataflow():
            z = R.multiply(x, y)
            R.output(z)
        return z
# %%
target = tvm.target.Target("webgpu", host={"kind": "llvm", "mtriple": "wasm-unknown-unknown"})
ex = tvm.compile(Mod, target=target)
