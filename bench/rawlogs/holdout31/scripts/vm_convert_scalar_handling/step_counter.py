# cause: vm_convert_scalar_handling
# expect: expect Tensor with dtype int64 but get int32
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Counter:
    @R.function
    def advance(pos: R.Tensor((), "int64"), delta: R.Tensor((), "int64")):
        with R.dataflow():
            nxt = R.add(pos, delta)
            R.output(nxt)
        return nxt


ex = tvm.compile(Counter, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

pos = np.int64(5)
for step in range(3):
    vm.set_input("advance", pos, np.int64(3))
    vm.invoke_stateful("advance")
    pos = vm.get_outputs("advance").numpy()
    print("step", step, "position", int(pos))
