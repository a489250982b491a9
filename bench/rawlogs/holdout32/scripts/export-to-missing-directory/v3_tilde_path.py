# cause: export-to-missing-directory
# expect: Compilation error|No such file or directory
# capture: notebook
# %%
import tvm
from tvm.script import ir as I, relax as R

# %%
@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 3), "float32")) -> R.Tensor((3, 2), "float32"):
        return R.permute_dims(x, [1, 0])

ex = tvm.compile(Model, target="llvm")

# %%
ex.export_library("~/tvm_models/transpose.so")
