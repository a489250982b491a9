# cause: webgpu_codegen_no_64bit_types
# expect: CodeGenWebGPU: only support f16 or f32
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((32, 32), "float64"), y: R.Tensor((32, 32), "float64")):
        with R.dataflow():
            z = R.add(x, y)
            R.output(z)
        return z


ex = tvm.compile(Mod, target=tvm.target.Target("webgpu", host={"kind": "llvm", "mtriple": "wasm32-unknown-unknown-wasm"}))
