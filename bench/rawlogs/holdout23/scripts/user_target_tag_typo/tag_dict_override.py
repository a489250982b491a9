# cause: user_target_tag_typo
# expect: Unknown target tag: arm/rasp4b-64
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import te

A = te.placeholder((128, 128), name="A")
B = te.placeholder((128, 128), name="B")
k = te.reduce_axis((0, 128), name="k")
C = te.compute((128, 128), lambda i, j: te.sum(A[i, k] * B[k, j], axis=k), name="C")
f = te.create_prim_func([A, B, C])

# base the target on the raspberry pi tag, but pin the core count
target = tvm.target.Target({"tag": "arm/rasp4b-64", "num-cores": 4})
lib = tvm.tirx.build(f, target=target)
