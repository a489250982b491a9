# cause: env_rocm_toolkit_missing
# expect: RuntimeError: Cannot find ROCm path
# capture: stderr
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((64, 128), "float16"), w: R.Tensor((128, 128), "float16")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


ex = tvm.compile(Mod, target=tvm.target.Target({"kind": "rocm", "mcpu": "gfx90a"}))
print("compiled for MI210, exporting")
ex.export_library("mm_gfx90a.so")
