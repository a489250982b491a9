# cause: user_ndk_cc_env_unset
# expect: Require environment variable TVM_NDK_CC
# capture: pytest-short
import os
import tvm
from tvm import te
from tvm.support import ndk


def test_android_static_archive(tmp_path):
    A = te.placeholder((128,), name="A")
    B = te.compute((128,), lambda i: A[i] * 3.0, name="B")
    f = te.create_prim_func([A, B]).with_attr("global_symbol", "triple")
    lib = tvm.tirx.build(f, target={"kind": "llvm", "mtriple": "armv7a-linux-androideabi"})
    obj = str(tmp_path / "triple.o")
    lib.write_to_file(obj)
    ndk.create_staticlib(str(tmp_path / "libtriple.a"), [obj])
