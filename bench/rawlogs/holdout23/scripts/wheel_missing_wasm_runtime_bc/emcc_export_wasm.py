# cause: wheel_missing_wasm_runtime_bc
# expect: Cannot find wasm_runtime.bc
# capture: stderr
import tvm
from tvm import relax
from tvm.support import emcc
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((1, 128), "float32"), w: R.Tensor((128, 64), "float32")):
        with R.dataflow():
            y = R.nn.gelu(R.matmul(x, w))
            R.output(y)
        return y


target = tvm.target.Target({"kind": "llvm", "mtriple": "wasm32-unknown-unknown-wasm"})
ex = relax.build(Mod, target=target, system_lib=True)
ex.export_library("mod.wasm", fcompile=emcc.create_tvmjs_wasm)
