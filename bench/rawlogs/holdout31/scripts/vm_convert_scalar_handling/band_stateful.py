# cause: vm_convert_scalar_handling
# expect: param=k, annotation=T\.int64\) , expected dtype int64, but received ObjectRef of type ffi\.Tensor
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class BandMask:
    @R.function
    def band(x: R.Tensor((4, 4), "float32"), k: R.Prim("int64")):
        with R.dataflow():
            mask = R.eye_like(x, k)
            y = R.multiply(x, mask)
            R.output(y)
        return y


ex = tvm.compile(BandMask, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

x = np.arange(16, dtype="float32").reshape(4, 4)
print("direct call:", vm["band"](x, 1).numpy()[0])

# same call through the stateful interface used by our RPC server
vm.set_input("band", x, 1)
vm.invoke_stateful("band")
print("stateful call:", vm.get_outputs("band").numpy()[0])
