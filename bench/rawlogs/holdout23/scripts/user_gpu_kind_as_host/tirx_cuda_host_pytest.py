# cause: user_gpu_kind_as_host
# expect: CodeGenCUDA: expect calling_conv
# capture: pytest-short
import tvm
from tvm import te


def make_kernel():
    A = te.placeholder((4096,), name="A")
    B = te.compute((4096,), lambda i: A[i] * A[i], name="B")
    return te.create_prim_func([A, B]).with_attr("global_symbol", "square")


def test_square_kernel_builds():
    target = tvm.target.Target({"kind": "cuda", "arch": "sm_87"}, host={"kind": "cuda", "arch": "sm_87"})
    lib = tvm.tirx.build(make_kernel(), target=target)
    assert lib is not None
