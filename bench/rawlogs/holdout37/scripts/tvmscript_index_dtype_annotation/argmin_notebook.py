# cause: tvmscript_index_dtype_annotation
# expect: DiagnosticError|Invalid annotation|TVM_BACKTRACE
# capture: notebook
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

# %%
@tvm.script.ir_module
class Nearest:
    @R.function
    def main(d: R.Tensor((6, 10), "float32")) -> R.Tensor((6,), "int32"):
        with R.dataflow():
            j: R.Tensor((6,), "int32") = R.argmin(d, axis=1)
            R.output(j)
        return j

# %%
vm = relax.VirtualMachine(tvm.compile(Nearest, target="llvm"), tvm.cpu())
d = np.random.rand(6, 10).astype("float32")
print(vm["main"](tvm.runtime.tensor(d)).numpy(), d.argmin(1))
