# cause: llvm_fp16_extern_math_not_lowered
# expect: unknown intrinsic.*tirx\.(asin|acos|atan|sinh|cosh|asinh|acosh)
# capture: pytest-native
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_cosh_acosh_chain():
    import time
    t0 = time.time()
    nodes = [helper.make_node("Cosh", ["x"], ["c"]), helper.make_node("Acosh", ["c"], ["y"])]
    g = helper.make_graph(nodes, "roundtrip", [helper.make_tensor_value_info("x", TensorProto.FLOAT16, [16])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT16, [16])])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 9)])
    mod = from_onnx(model)
    print(f"import took {time.time() - t0:.1f}s")
    ex = tvm.compile(mod, target="llvm")
