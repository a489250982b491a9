# cause: ms_embedlayernorm_symbolic_shape
# expect: 'Var' object has no attribute 'value'
# capture: pytest-short
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_embedln_segments():
    def ms_model(nodes, inputs, outputs, inits):
        g = helper.make_graph(nodes, "bert_layer", inputs, outputs, initializer=inits)
        return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid("com.microsoft", 1)])

    hid = 16
    rng = np.random.default_rng(7)
    inits = [numpy_helper.from_array(rng.random((100, hid), dtype=np.float32), "we"),
             numpy_helper.from_array(rng.random((64, hid), dtype=np.float32), "pe"),
             numpy_helper.from_array(rng.random((2, hid), dtype=np.float32), "se"),
             numpy_helper.from_array(np.ones(hid, np.float32), "ln_g"),
             numpy_helper.from_array(np.zeros(hid, np.float32), "ln_b")]
    node = helper.make_node("EmbedLayerNormalization", ["ids", "seg", "we", "pe", "se", "ln_g", "ln_b"],
                            ["hidden", "mask"], domain="com.microsoft")
    ins = [helper.make_tensor_value_info("ids", TensorProto.INT32, ["B", "S"]),
           helper.make_tensor_value_info("seg", TensorProto.INT32, ["B", "S"])]
    outs = [helper.make_tensor_value_info("hidden", TensorProto.FLOAT, None),
            helper.make_tensor_value_info("mask", TensorProto.INT32, None)]
    model = ms_model([node], ins, outs, inits)
    print("converting BERT embedding block ...")
    mod = from_onnx(model)
    ex = tvm.compile(mod, target="llvm")
