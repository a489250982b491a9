# cause: serialize-executable-wrong-api
# expect: Type `ffi.OpaquePyObject` does not support ToJSONGraph
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((3, 3), "float32")) -> R.Tensor((3, 3), "float32"):
        return R.matmul(x, x)


vm = relax.VirtualMachine(tvm.compile(Model, target="llvm"), tvm.cpu())
state = tvm.ir.save_json(vm)
open("vm_state.json", "w").write(state)
