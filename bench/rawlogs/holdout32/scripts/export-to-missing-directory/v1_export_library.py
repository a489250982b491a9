# cause: export-to-missing-directory
# expect: RuntimeError: Compilation error
# capture: stderr
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((8,), "float32")) -> R.Tensor((8,), "float32"):
        return R.sin(x)


ex = tvm.compile(Model, target="llvm")
ex.export_library("build/artifacts/model.so")
print("exported")
