# cause: einsum-unknown-output-label-segfault
# expect: Segfault encountered
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import relax as R

print("parsing einsum model")


@R.function
def contract(x: R.Tensor((4, 5), "float32")):
    y = R.einsum((x,), "ab->c")
    return y


print(contract)
