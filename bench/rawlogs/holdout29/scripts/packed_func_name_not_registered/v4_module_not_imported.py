# cause: packed_func_name_not_registered
# expect: Cannot find ffi::Function contrib_ext\.fused_gelu
# capture: stderr
# env: TVM_BACKTRACE=1
import importlib.util
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

# the kernels live in contrib_ext.py which registers them on import;
# only import it if it is around
if importlib.util.find_spec("contrib_ext") is not None:
    import contrib_ext  # noqa: F401


@I.ir_module
class Gelu:
    @R.function
    def main(x: R.Tensor((1, 128), "float16")):
        with R.dataflow():
            y = R.call_dps_packed("contrib_ext.fused_gelu", (x,), out_ty=R.Tensor((1, 128), "float16"))
            R.output(y)
        return y


ex = tvm.compile(Gelu, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.zeros((1, 128), "float16"))))
